// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// Demo ERC-20 for the local dev chain: its decimals are set at deployment and the initial supply goes to `holder`
/// (not to msg.sender, which is the CREATE2 factory when deployed deterministically).
contract DemoERC20 is ERC20 {
    uint8 private immutable _decimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_, address holder, uint256 supply)
        ERC20(name_, symbol_)
    {
        _decimals = decimals_;
        _mint(holder, supply);
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    /// Anyone may mint: a faucet for tests and demos. This token only exists on local dev chains.
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}

/// Demo ERC-721 for the local dev chain.
contract DemoERC721 is ERC721 {
    constructor(string memory name_, string memory symbol_) ERC721(name_, symbol_) {}

    /// Anyone may mint any unused id: a faucet for tests and demos. This token only exists on local dev chains.
    function mint(address to, uint256 tokenId) external {
        _mint(to, tokenId);
    }
}
