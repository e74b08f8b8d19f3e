// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

// A STAND-IN for Safe's AllowanceModule (v0.1.1), written for Concord's dev chain only. Safe publishes no npm
// artifact with the module's bytecode (@safe-global/safe-modules-deployments carries addresses and the ABI only), so
// this contract implements the subset of that ABI Concord calls, with the same function selectors, event topics,
// EIP-712 transfer hash and storage-free constructor, and is placed at the canonical address with anvil_setCode.
// It is not the audited contract: never deploy it anywhere but a dev chain.

interface IStandInSafe {
    function execTransactionFromModule(address to, uint256 value, bytes calldata data, uint8 operation)
        external
        returns (bool success);
}

contract StandInAllowanceModule {
    string public constant NAME = "Allowance Module";
    string public constant VERSION = "0.1.1";

    bytes32 public constant DOMAIN_SEPARATOR_TYPEHASH = keccak256("EIP712Domain(uint256 chainId,address verifyingContract)");
    bytes32 public constant ALLOWANCE_TRANSFER_TYPEHASH = keccak256(
        "AllowanceTransfer(address safe,address token,address to,uint96 amount,address paymentToken,uint96 payment,uint16 nonce)"
    );

    struct Limit {
        uint96 amount;
        uint96 spent;
        uint16 resetTimeMin;
        uint32 lastResetMin;
        uint16 nonce;
    }

    // safe => delegate => token => limit; the getter has the module's five outputs.
    mapping(address => mapping(address => mapping(address => Limit))) public allowances;
    // safe => delegate => tokens that ever had a limit
    mapping(address => mapping(address => address[])) public tokens;
    // safe => delegates, in the order they were added; a removed delegate leaves a zero entry
    mapping(address => address[]) private delegateList;
    mapping(address => mapping(address => bool)) private isDelegate;

    event AddDelegate(address indexed safe, address delegate);
    event RemoveDelegate(address indexed safe, address delegate);
    event ExecuteAllowanceTransfer(
        address indexed safe, address delegate, address token, address to, uint96 value, uint16 nonce
    );
    event PayAllowanceTransfer(
        address indexed safe, address delegate, address paymentToken, address paymentReceiver, uint96 payment
    );
    event SetAllowance(address indexed safe, address delegate, address token, uint96 allowanceAmount, uint16 resetTime);
    event ResetAllowance(address indexed safe, address delegate, address token);
    event DeleteAllowance(address indexed safe, address delegate, address token);

    function addDelegate(address delegate) external {
        require(delegate != address(0), "delegate != address(0)");
        if (isDelegate[msg.sender][delegate]) return;
        isDelegate[msg.sender][delegate] = true;
        delegateList[msg.sender].push(delegate);
        emit AddDelegate(msg.sender, delegate);
    }

    function removeDelegate(address delegate, bool removeAllowances) external {
        require(isDelegate[msg.sender][delegate], "not a delegate");
        isDelegate[msg.sender][delegate] = false;
        address[] storage list = delegateList[msg.sender];
        for (uint256 i = 0; i < list.length; i++) {
            if (list[i] == delegate) list[i] = address(0);
        }
        if (removeAllowances) {
            address[] storage delegateTokens = tokens[msg.sender][delegate];
            for (uint256 i = 0; i < delegateTokens.length; i++) {
                _clear(msg.sender, delegate, delegateTokens[i]);
            }
        }
        emit RemoveDelegate(msg.sender, delegate);
    }

    function setAllowance(address delegate, address token, uint96 allowanceAmount, uint16 resetTimeMin, uint32 resetBaseMin)
        external
    {
        require(isDelegate[msg.sender][delegate], "delegates[msg.sender][uint48(delegate)].delegate == delegate");
        Limit memory limit = _current(msg.sender, delegate, token);
        if (limit.nonce == 0) {
            limit.nonce = 1;
            tokens[msg.sender][delegate].push(token);
        }
        uint32 nowMin = uint32(block.timestamp / 60);
        if (resetBaseMin > 0) {
            require(resetBaseMin <= nowMin && resetTimeMin > 0, "resetBaseMin <= currentMin && resetTimeMin > 0");
            limit.lastResetMin = nowMin - ((nowMin - resetBaseMin) % resetTimeMin);
        } else if (limit.lastResetMin == 0) {
            limit.lastResetMin = nowMin;
        }
        limit.resetTimeMin = resetTimeMin;
        limit.amount = allowanceAmount;
        allowances[msg.sender][delegate][token] = limit;
        emit SetAllowance(msg.sender, delegate, token, allowanceAmount, resetTimeMin);
    }

    function resetAllowance(address delegate, address token) external {
        Limit memory limit = _current(msg.sender, delegate, token);
        limit.spent = 0;
        allowances[msg.sender][delegate][token] = limit;
        emit ResetAllowance(msg.sender, delegate, token);
    }

    function deleteAllowance(address delegate, address token) external {
        _clear(msg.sender, delegate, token);
        emit DeleteAllowance(msg.sender, delegate, token);
    }

    function executeAllowanceTransfer(
        address safe,
        address token,
        address payable to,
        uint96 amount,
        address paymentToken,
        uint96 payment,
        address delegate,
        bytes memory signature
    ) external {
        Limit memory limit = _current(safe, delegate, token);
        bytes32 hash = generateTransferHash(safe, token, to, amount, paymentToken, payment, limit.nonce);
        require(amount > 0 && limit.spent + amount <= limit.amount, "newSpent > allowance.spent && newSpent <= allowance.amount");
        // The stand-in refuses relayer payments: Concord's beneficiaries send their own transfers.
        require(payment == 0, "payment is not supported by the dev chain's stand-in module");
        limit.spent += amount;
        limit.nonce += 1;
        allowances[safe][delegate][token] = limit;
        address signer = _signer(signature, hash);
        require(
            signer == delegate && isDelegate[safe][signer],
            "expectedDelegate == signer && delegates[address(safe)][uint48(signer)].delegate == signer"
        );
        if (token == address(0)) {
            require(IStandInSafe(safe).execTransactionFromModule(to, amount, "", 0), "Could not execute ether transfer");
        } else {
            bytes memory data = abi.encodeWithSignature("transfer(address,uint256)", to, uint256(amount));
            require(IStandInSafe(safe).execTransactionFromModule(token, 0, data, 0), "Could not execute token transfer");
        }
        emit ExecuteAllowanceTransfer(safe, delegate, token, to, amount, limit.nonce - 1);
    }

    function getChainId() public view returns (uint256) {
        return block.chainid;
    }

    function generateTransferHash(
        address safe,
        address token,
        address to,
        uint96 amount,
        address paymentToken,
        uint96 payment,
        uint16 nonce
    ) public view returns (bytes32) {
        bytes32 domain = keccak256(abi.encode(DOMAIN_SEPARATOR_TYPEHASH, block.chainid, address(this)));
        bytes32 message =
            keccak256(abi.encode(ALLOWANCE_TRANSFER_TYPEHASH, safe, token, to, amount, paymentToken, payment, nonce));
        return keccak256(abi.encodePacked(bytes1(0x19), bytes1(0x01), domain, message));
    }

    function getTokens(address safe, address delegate) external view returns (address[] memory) {
        return tokens[safe][delegate];
    }

    function getTokenAllowance(address safe, address delegate, address token) external view returns (uint256[5] memory) {
        Limit memory limit = _current(safe, delegate, token);
        return [
            uint256(limit.amount),
            uint256(limit.spent),
            uint256(limit.resetTimeMin),
            uint256(limit.lastResetMin),
            uint256(limit.nonce)
        ];
    }

    /// Pages through the delegates; `next` is 0 at the end (the module's paging shape, with list positions as keys).
    function getDelegates(address safe, uint48 start, uint8 pageSize)
        external
        view
        returns (address[] memory results, uint48 next)
    {
        address[] storage list = delegateList[safe];
        address[] memory page = new address[](pageSize);
        uint256 count = 0;
        uint256 i = start;
        for (; i < list.length && count < pageSize; i++) {
            if (list[i] != address(0)) page[count++] = list[i];
        }
        results = new address[](count);
        for (uint256 j = 0; j < count; j++) {
            results[j] = page[j];
        }
        next = i < list.length ? uint48(i) : 0;
    }

    // A period that has passed resets `spent` on read, aligned to the period grid.
    function _current(address safe, address delegate, address token) private view returns (Limit memory limit) {
        limit = allowances[safe][delegate][token];
        uint32 nowMin = uint32(block.timestamp / 60);
        if (limit.resetTimeMin > 0 && limit.lastResetMin + limit.resetTimeMin <= nowMin) {
            limit.spent = 0;
            limit.lastResetMin = nowMin - ((nowMin - limit.lastResetMin) % limit.resetTimeMin);
        }
    }

    function _clear(address safe, address delegate, address token) private {
        Limit storage limit = allowances[safe][delegate][token];
        limit.amount = 0;
        limit.spent = 0;
        limit.resetTimeMin = 0;
        limit.lastResetMin = 0;
    }

    // One 65-byte signature as Safe encodes it: empty or v == 1 means msg.sender; v > 30 is eth_sign.
    function _signer(bytes memory signature, bytes32 hash) private view returns (address signer) {
        if (signature.length == 0) return msg.sender;
        require(signature.length == 65, "signatures.length == 65");
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 0x20))
            s := mload(add(signature, 0x40))
            v := byte(0, mload(add(signature, 0x60)))
        }
        require(v != 0, "Contract signatures are not supported by this module");
        if (v == 1) return msg.sender;
        if (v > 30) {
            signer = ecrecover(keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", hash)), v - 4, r, s);
        } else {
            signer = ecrecover(hash, v, r, s);
        }
        require(signer != address(0), "owner != address(0)");
    }
}
