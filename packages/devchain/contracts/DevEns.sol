// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The registry interface of EIP-137: who owns a node, which resolver answers for it, and its TTL.
interface IEnsRegistry {
    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner);
    event Transfer(bytes32 indexed node, address owner);
    event NewResolver(bytes32 indexed node, address resolver);
    event NewTTL(bytes32 indexed node, uint64 ttl);

    function owner(bytes32 node) external view returns (address);
    function resolver(bytes32 node) external view returns (address);
    function ttl(bytes32 node) external view returns (uint64);
    function setOwner(bytes32 node, address owner) external;
    function setSubnodeOwner(bytes32 node, bytes32 label, address owner) external returns (bytes32);
    function setResolver(bytes32 node, address resolver) external;
    function setTTL(bytes32 node, uint64 ttl) external;
    function setRecord(bytes32 node, address owner, address resolver, uint64 ttl) external;
    function setSubnodeRecord(bytes32 node, bytes32 label, address owner, address resolver, uint64 ttl) external;
}

/// A minimal ENS registry for the local dev chain (EIP-137). No operator approvals: only a node's owner changes it.
contract DevEnsRegistry is IEnsRegistry {
    struct Record {
        address owner;
        address resolver;
        uint64 ttl;
    }

    mapping(bytes32 => Record) private records;

    /// The root node (bytes32(0)) goes to `rootOwner`, not to msg.sender: deployed through a CREATE2 factory,
    /// msg.sender is the factory.
    constructor(address rootOwner) {
        records[bytes32(0)].owner = rootOwner;
        emit Transfer(bytes32(0), rootOwner);
    }

    modifier onlyOwner(bytes32 node) {
        require(records[node].owner == msg.sender, "DevEnsRegistry: caller does not own the node");
        _;
    }

    function owner(bytes32 node) external view returns (address) {
        return records[node].owner;
    }

    function resolver(bytes32 node) external view returns (address) {
        return records[node].resolver;
    }

    function ttl(bytes32 node) external view returns (uint64) {
        return records[node].ttl;
    }

    function setOwner(bytes32 node, address newOwner) public onlyOwner(node) {
        records[node].owner = newOwner;
        emit Transfer(node, newOwner);
    }

    function setSubnodeOwner(bytes32 node, bytes32 label, address newOwner) public onlyOwner(node) returns (bytes32) {
        bytes32 subnode = keccak256(abi.encodePacked(node, label));
        records[subnode].owner = newOwner;
        emit NewOwner(node, label, newOwner);
        return subnode;
    }

    function setResolver(bytes32 node, address newResolver) public onlyOwner(node) {
        records[node].resolver = newResolver;
        emit NewResolver(node, newResolver);
    }

    function setTTL(bytes32 node, uint64 newTtl) public onlyOwner(node) {
        records[node].ttl = newTtl;
        emit NewTTL(node, newTtl);
    }

    function setRecord(bytes32 node, address newOwner, address newResolver, uint64 newTtl) external {
        // Resolver and TTL first: they need the caller to still own the node.
        setResolver(node, newResolver);
        setTTL(node, newTtl);
        setOwner(node, newOwner);
    }

    function setSubnodeRecord(bytes32 node, bytes32 label, address newOwner, address newResolver, uint64 newTtl)
        external
    {
        bytes32 subnode = keccak256(abi.encodePacked(node, label));
        require(records[node].owner == msg.sender, "DevEnsRegistry: caller does not own the node");
        records[subnode] = Record(newOwner, newResolver, newTtl);
        emit NewOwner(node, label, newOwner);
        emit NewResolver(subnode, newResolver);
        emit NewTTL(subnode, newTtl);
    }
}

/// A minimal resolver for the local dev chain: addresses (EIP-137 `addr`) and reverse names (EIP-181 `name`).
/// Only the node's owner in the registry may set its records.
contract DevEnsResolver {
    event AddrChanged(bytes32 indexed node, address a);
    event NameChanged(bytes32 indexed node, string name);

    IEnsRegistry public immutable registry;
    mapping(bytes32 => address) private addresses;
    mapping(bytes32 => string) private names;

    constructor(IEnsRegistry registry_) {
        registry = registry_;
    }

    modifier authorised(bytes32 node) {
        require(registry.owner(node) == msg.sender, "DevEnsResolver: caller does not own the node");
        _;
    }

    function addr(bytes32 node) external view returns (address) {
        return addresses[node];
    }

    function setAddr(bytes32 node, address a) external authorised(node) {
        addresses[node] = a;
        emit AddrChanged(node, a);
    }

    function name(bytes32 node) external view returns (string memory) {
        return names[node];
    }

    function setName(bytes32 node, string calldata newName) external authorised(node) {
        names[node] = newName;
        emit NameChanged(node, newName);
    }

    /// EIP-165 (0x01ffc9a7), EIP-137 addr (0x3b3b57de) and EIP-181 name (0x691f3431).
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x3b3b57de || interfaceId == 0x691f3431;
    }
}
